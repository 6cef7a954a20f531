import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { listAudit, recordAudit } from '../db/audit.js';
import { addCareer, closeCareer, listCareers, reopenCareer, updateCareer, type CareerInput } from '../db/careers.js';
import { deleteEnquiry, listEnquiries, type StoredEnquiry } from '../db/enquiries.js';
import { enquiriesCsv } from '../db/enquiry-export.js';
import { actorOf } from '../../src/editor/server/actor.js';
import { may, type Permission } from '../../src/editor/shared/roles.js';
import { OPENING_FIELDS, type OpeningField } from '../../src/editor/shared/opening-fields.js';

/** Most enquiries one list shows; the CSV export has them all. */
const LIST_LIMIT = 200;

const SEARCHED: (keyof StoredEnquiry)[] = ['fullName', 'customerLastName', 'email', 'phone', 'type', 'description', 'address'];

/** The opening a form sent, checked field by field: 400 names the field and the reason. */
function openingFrom(body: unknown): { opening: CareerInput } | { field: string; message: string } {
  const values = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const opening: Record<string, string | undefined> = {};
  const ar: Record<string, string | undefined> = {};
  for (const field of OPENING_FIELDS as readonly OpeningField[]) {
    const raw = values[field.key];
    if (raw !== undefined && typeof raw !== 'string') return { field: field.key, message: `${field.label} must be text.` };
    const text = raw?.trim() ?? '';
    if (field.required && !text) return { field: field.key, message: `${field.label} is needed.` };
    if (text.length > field.maxLength) return { field: field.key, message: `${field.label} is too long: at most ${field.maxLength} characters.` };
    if (field.key.startsWith('ar.')) ar[field.key.slice(3)] = text || undefined;
    else opening[field.key] = text || undefined;
  }
  return { opening: { ...opening, ar } as unknown as CareerInput };
}

/** Job openings (publishers), enquiries (staff and publishers) and the activity log (publishers), for the signed-in. */
export function officeRoutes(app: FastifyInstance, db: Database): void {
  const need = (permission: Permission) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!may(actorOf(request), permission))
      return reply.code(403).send({ message: 'Your account may not do this. Ask whoever manages the site’s accounts if you need to.' });
  };
  const audit = (request: FastifyRequest, action: string, detail?: string) => recordAudit(db, actorOf(request).name, action, detail);
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

  const openings = { preHandler: need('manageOpenings') };
  app.get('/api/openings', openings, async () => ({ fields: OPENING_FIELDS, openings: listCareers(db, { includeClosed: true }) }));
  app.post('/api/openings', openings, async (request, reply) => {
    const checked = openingFrom(request.body);
    if ('field' in checked) return reply.code(400).send(checked);
    const id = addCareer(db, checked.opening);
    audit(request, 'add opening', checked.opening.jobTitle);
    return reply.code(201).send({ id });
  });
  app.put('/api/openings/:id', openings, async (request, reply) => {
    const checked = openingFrom(request.body);
    if ('field' in checked) return reply.code(400).send(checked);
    if (!updateCareer(db, idOf(request), checked.opening)) return reply.code(404).send({ message: 'That opening no longer exists.' });
    audit(request, 'edit opening', checked.opening.jobTitle);
    return { id: idOf(request) };
  });
  for (const [action, change] of [
    ['close', closeCareer],
    ['reopen', reopenCareer],
  ] as const) {
    app.post(`/api/openings/:id/${action}`, openings, async (request, reply) => {
      if (!change(db, idOf(request)))
        return reply.code(404).send({ message: `That opening cannot be ${action === 'close' ? 'closed' : 'reopened'}: it no longer exists or already is.` });
      audit(request, `${action} opening`, idOf(request));
      return { id: idOf(request) };
    });
  }

  const enquiries = { preHandler: need('readEnquiries') };
  app.get('/api/enquiries', enquiries, async (request) => {
    const { q = '', spam } = request.query as { q?: string; spam?: string };
    const words = q.toLowerCase().trim();
    const all = listEnquiries(db, { spam: spam === '1' });
    const found = words
      ? all.filter((enquiry) =>
          SEARCHED.some((key) =>
            String(enquiry[key] ?? '')
              .toLowerCase()
              .includes(words),
          ),
        )
      : all;
    const shown = found.slice(0, LIST_LIMIT);
    // Enquiries hold people's personal data: each time someone reads them is on record.
    audit(request, spam === '1' ? 'view suspected spam' : 'view enquiries', `${shown.length} shown${words ? `, search "${q.trim().slice(0, 80)}"` : ''}`);
    return { enquiries: shown, total: found.length };
  });
  app.get('/api/enquiries.csv', enquiries, async (request, reply) => {
    const csv = enquiriesCsv(db);
    audit(request, 'export enquiries', 'all, as CSV');
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="enquiries-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(csv);
  });
  app.delete('/api/enquiries/:id', enquiries, async (request, reply) => {
    if (!deleteEnquiry(db, idOf(request))) return reply.code(404).send({ message: 'That enquiry no longer exists.' });
    audit(request, 'delete enquiry', idOf(request));
    return { deleted: idOf(request) };
  });

  app.get('/api/activity', { preHandler: need('readAuditLog') }, async () => ({ entries: listAudit(db) }));
}
