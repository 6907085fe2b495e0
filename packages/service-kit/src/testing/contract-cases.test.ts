import express from 'express';
import { z } from 'zod';
import { defineRoute } from '@wsms/contracts/api';
import { route } from '../route';
import { checkAnswer, missingCases, uncontractedRoutes } from './contract-cases';

const contracts = {
  getPet: defineRoute({
    method: 'get',
    path: '/pets/:id',
    auth: 'admin',
    summary: 'A pet',
    request: { params: z.object({ id: z.string() }) },
    responses: { 200: z.object({ name: z.string(), age: z.number().optional() }), 404: 'Pet not found' },
  }),
  removePet: defineRoute({
    method: 'delete',
    path: '/pets/:id',
    auth: 'public',
    summary: 'Remove a pet',
    request: {},
    responses: { 204: null },
  }),
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

describe('contract checks', () => {
  it('When a route lacks cases for declared statuses, then each missing one is named', () => {
    const missing = missingCases(contracts, { getPet: [{ when: 'an admin asks', status: 200 }], removePet: [] });

    expect(missing).toEqual([
      'getPet (get /pets/:id): no case answering 400',
      'getPet (get /pets/:id): no case answering 401',
      'getPet (get /pets/:id): no case answering 403',
      'getPet (get /pets/:id): no case answering 404',
      'removePet (delete /pets/:id): no case answering 204',
    ]);
  });

  it('When an app mounts a route without a contract, then it is reported; contracted ones are not', () => {
    const app = express();
    const router = express.Router();
    route(router, contracts.getPet, () => ({ name: 'Rex' }));
    router.post('/pets', (_req, res) => {
      res.end();
    });
    app.use(router);

    expect(uncontractedRoutes(app, contracts)).toEqual(['post /pets']);
  });

  it('When the answer matches its schema exactly, in any key order, then it passes', async () => {
    await expect(checkAnswer(contracts.getPet, 200, json({ age: 3, name: 'Rex' }))).resolves.toEqual({ age: 3, name: 'Rex' });
    await expect(checkAnswer(contracts.getPet, 404, json({ message: 'Pet not found' }, 404))).resolves.toEqual({ message: 'Pet not found' });
    await expect(checkAnswer(contracts.removePet, 204, new Response(null, { status: 204 }))).resolves.toBeUndefined();
  });

  it.each([
    ['a field the schema does not declare', contracts.getPet, 200, json({ name: 'Rex', owner: 'Ana' }), /does not declare/],
    ['a field of the wrong type', contracts.getPet, 200, json({ name: 7 }), /does not match its schema/],
    ['another status than expected', contracts.getPet, 200, json({ message: 'Pet not found' }, 404), /expected 200, got 404/],
    ['a status the contract does not declare', contracts.getPet, 409, json({ message: 'Taken' }, 409), /409 is not declared/],
    ['an error body off the error shape', contracts.getPet, 404, json({ error: 'nope' }, 404), /does not match its schema/],
    ['a 200 with a body where the contract says 204', contracts.removePet, 200, json({ ok: true }), /200 is not declared/],
    ['a non-JSON answer', contracts.getPet, 200, new Response('<p>Rex</p>', { headers: { 'content-type': 'text/html' } }), /not JSON/],
  ])('When the answer has %s, then the check fails', async (_label, contract, status, res, message) => {
    await expect(checkAnswer(contract, status, res)).rejects.toThrow(message);
  });
});
