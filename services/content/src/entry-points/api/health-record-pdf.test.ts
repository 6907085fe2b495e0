import { business } from '@wsms/contracts';
import { buildInjury, buildIntake, careTeam, clinicalApi, clinicalEnv } from '../../testing/clinical-test-kit';
import { pdfLines } from '../../testing/pdf-text';
import { useTrainingStack } from '../../testing/training-test-kit';

const training = useTrainingStack(clinicalEnv);
const stack = () => training.get();
const api = () => clinicalApi(stack().content.url);

// 'Sat, Nov 28, 2026, 11:22 AM EST': the business's clock, its zone named.
const businessMoment = /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/;
const rawInstant = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

describe('the health record PDF', () => {
  it('When a client downloads the record, then a header names the business and the client and every instant is at the business, readable and zone-labelled', async () => {
    const team = await careTeam(stack());
    const id = team.client.identity.sub;
    await api().saveIntake(team.client, buildIntake());
    const injury = (await (await api().recordInjury(team.clinician, id, buildInjury({ stage: 'rest' }))).json()) as { id: string };
    await api().moveInjury(team.clinician, id, injury.id, { stage: 'rehab' });
    await api().clientIntake(team.coach, id);

    const res = await fetch(`${stack().content.url}/api/user/health-record.pdf`, { headers: team.client.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const lines = await pdfLines(new Uint8Array(await res.arrayBuffer()));

    expect(lines.slice(0, 2)).toEqual([business.name, 'Health record of Casey Client']);
    expect(lines.join('\n')).not.toMatch(rawInstant);
    const downloaded = lines.find((line) => line.startsWith('Downloaded '))!;
    expect(downloaded.slice('Downloaded '.length)).toMatch(businessMoment);
    const saved = lines.find((line) => line.startsWith('Version 1, saved '))!;
    expect(saved.slice('Version 1, saved '.length)).toMatch(businessMoment);
    expect(lines).toContain('Date of birth: May 17, 1994');
    expect(lines).toContain('Left knee (since Jan 10, 2026): Rehab');
    const moves = lines.filter((line) => /: (Rest|Rehab)$/.test(line) && !line.startsWith('Left knee'));
    expect(moves).toHaveLength(2);
    for (const move of moves) expect(move.split(': ')[0]).toMatch(businessMoment);
    const viewed = lines.filter((line) => line.includes('(Coach) viewed intake'));
    expect(viewed).toHaveLength(1);
    expect(viewed[0]!.split(': ')[0]).toMatch(businessMoment);
  });

  it('When nobody is signed in, then the PDF answers 401', async () => {
    expect((await fetch(`${stack().content.url}/api/user/health-record.pdf`)).status).toBe(401);
  });
});
