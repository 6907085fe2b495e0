import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { business, injuryStageLabels, intakeLabels, parqQuestions, type Identity } from '@wsms/contracts';
import { formatBusinessMoment, formatCalendarDate } from '@wsms/contracts/dates';
import { fullName } from './care-team';
import type { ClinicalDeps } from './clinical-deps';
import { myCarePlan } from './clinical-notes.use-case';
import { myConsents } from './consent.use-case';

const MARGIN = 50;
const SIZE = 10;
const LINE = 14;

// The standard fonts only encode WinAnsi: anything else is shown as "?", never dropped silently.
const printable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/** A page writer that wraps lines and turns the page. */
function writer(pdf: PDFDocument, font: PDFFont, bold: PDFFont) {
  let page: PDFPage = pdf.addPage();
  let y = page.getHeight() - MARGIN;
  const width = () => page.getWidth() - 2 * MARGIN;
  const newLineRoom = (size: number) => {
    if (y - size < MARGIN) {
      page = pdf.addPage();
      y = page.getHeight() - MARGIN;
    }
  };
  function wrap(text: string, f: PDFFont, size: number) {
    const lines: string[] = [];
    for (const paragraph of printable(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (f.widthOfTextAtSize(next, size) > width() && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  }
  const text = (value: string, options: { bold?: boolean; size?: number } = {}) => {
    const f = options.bold ? bold : font;
    const size = options.size ?? SIZE;
    for (const line of wrap(value, f, size)) {
      newLineRoom(size);
      page.drawText(line, { x: MARGIN, y: y - size, size, font: f, color: rgb(0.1, 0.1, 0.1) });
      y -= size + (LINE - SIZE);
    }
  };
  return {
    heading: (value: string) => {
      y -= 8;
      text(value, { bold: true, size: 14 });
    },
    field: (label: string, value: string) => text(`${label}: ${value || '-'}`),
    text,
  };
}

// Every instant at the business, its zone named ('Sat, Nov 28, 2026, 11:22 AM EST'); calendar dates in words.
const when = (instant: Date | string) => formatBusinessMoment(instant);
const day = (date: string) => (date ? formatCalendarDate(date, 'medium') : '');

/** The client's whole record: intake (current version), consents, care plan, injuries and who viewed it. */
export async function healthRecordPdf(deps: ClinicalDeps, identity: Identity): Promise<Buffer> {
  const [intake, consents, plan, injuries, access] = await Promise.all([
    deps.intake.current(identity.sub),
    myConsents(deps, identity),
    myCarePlan(deps, identity),
    deps.injuries.forClient(identity.sub),
    deps.access.list({ clientId: identity.sub }),
  ]);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Health record of ${fullName(identity)}`);
  pdf.setAuthor(business.name);
  const w = writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  w.text(business.name, { bold: true, size: 12 });
  w.text(`Health record of ${fullName(identity)}`, { bold: true, size: 18 });
  w.text(`Downloaded ${when(deps.now())}`);

  w.heading('Intake');
  if (!intake) w.text('Not filled in yet.');
  else {
    w.text(`Version ${intake.version}, saved ${when(intake.savedAt)}`);
    w.field(intakeLabels.dateOfBirth, day(intake.dateOfBirth));
    for (const key of ['sports', 'injuries', 'medications', 'allergies', 'conditions', 'goals'] as const) w.field(intakeLabels[key], intake[key]);
    for (const question of parqQuestions) {
      const answer = intake.parq[question.id];
      if (answer) w.field(question.text, `${answer.answer}${answer.details ? ` (${answer.details})` : ''}`);
    }
    w.field(intakeLabels.emergencyName, intake.emergencyContact.name);
    w.field(intakeLabels.emergencyRelation, intake.emergencyContact.relation);
    w.field(intakeLabels.emergencyPhone, intake.emergencyContact.phone);
  }

  w.heading('Consent');
  if (consents.length === 0) w.text('Nothing signed yet.');
  for (const consent of consents) w.text(`${consent.title} (version ${consent.version}) signed as ${consent.signedName} on ${when(consent.signedAt)}`);

  w.heading('Care plan');
  if (plan.length === 0) w.text('No signed plan yet.');
  for (const entry of plan) w.field(`${day(entry.sessionDate)}, ${entry.clinician}`, entry.plan);

  w.heading('Injuries');
  if (injuries.length === 0) w.text('None recorded.');
  for (const injury of injuries) {
    w.text(`${injury.bodyPart} (since ${day(injury.occurredOn)}): ${injuryStageLabels[injury.stage]}`, { bold: true });
    if (injury.restrictions) w.field('Restrictions', injury.restrictions);
    for (const move of injury.history) w.text(`${when(move.at)}: ${injuryStageLabels[move.stage]}`);
  }

  w.heading('Who viewed my record');
  if (access.length === 0) w.text('Nobody yet.');
  for (const entry of access) w.text(`${when(entry.at)}: ${entry.viewer.name} (${entry.viewer.role}) viewed ${entry.what}`);
  return Buffer.from(await pdf.save());
}
