import { describeAudit } from '../../audit.schema';
import { apiContracts } from '..';
import { auditPhraseOf } from '.';

const audited = Object.entries(apiContracts).flatMap(([service, routes]) =>
  Object.entries(routes)
    .filter(([, c]) => c.method !== 'get' && (c.auth === 'staff' || c.auth === 'admin'))
    .map(([name, contract]) => [`${service}.${name}`, contract] as const),
);

describe('audit sentences', () => {
  it.each(audited)('When %s is audited, then it has a sentence', (_name, contract) => {
    expect(auditPhraseOf(contract)).toEqual(expect.any(Function));
  });

  it('When a sentence is told with its outcome, then a done write is past and a refused one an attempt', () => {
    const phrase = { verb: 'delete', what: 'instructor Marcus Silva' } as const;

    expect(describeAudit(phrase, 'succeeded')).toBe('Deleted instructor Marcus Silva');
    expect(describeAudit(phrase, 'failed')).toBe('Tried to delete instructor Marcus Silva');
    expect(describeAudit(phrase, 'pending')).toBe('Tried to delete instructor Marcus Silva');
  });
});
