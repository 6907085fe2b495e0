import sharp from 'sharp';
import type { Role } from '@wsms/contracts';
import { AUDIT_COLLECTION } from '@wsms/service-kit';
import { buildIdentity, identityHeaders } from '@wsms/service-kit/testing';
import { startContent, type TestContent } from '../../testing/content-test-kit';
import {
  gifBytes,
  htmlPage,
  jpegWithExif,
  multipart,
  pngBytes,
  pngZipPolyglot,
  sixMegabytes,
  svgWithScript,
  webpBytes,
  type FilePart,
} from '../../testing/upload-fixtures';

let content: TestContent;
let second: TestContent;
beforeAll(async () => {
  content = await startContent('content_upload', { UPLOAD_STAFF_MAX_PER_HOUR: '2' });
  second = await startContent('content_upload_2', { MONGODB_URI: content.config.MONGODB_URI });
});
afterAll(async () => {
  await second?.stop();
  await content?.stop();
});

const admin = buildIdentity({ role: 'admin' });
type Who = Role | ReturnType<typeof buildIdentity> | null;
const headersOf = (who: Who) =>
  who === null ? {} : identityHeaders(typeof who === 'string' ? buildIdentity({ role: who }) : who);

async function upload(part: FilePart | null, who: Who = admin, raw?: { body: Uint8Array<ArrayBuffer>; contentType: string }) {
  const { body, contentType } = raw ?? multipart(part ? [part] : []);
  return fetch(`${content.url}/api/upload`, { method: 'POST', headers: { 'content-type': contentType, ...headersOf(who) }, body });
}
const imageUrlOf = async (res: Response) => ((await res.json()) as { imageUrl: string }).imageUrl;
const served = async (path: string, base = content.url) => {
  const res = await fetch(`${base}${path}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};
const storedUploads = () => content.db.collection('upload_records').countDocuments();

describe('POST /api/upload', () => {
  it('When an admin uploads a PNG named .exe and sent as octet-stream, then it is accepted by its bytes and served as new WebP bytes', async () => {
    const original = await pngBytes(900, 600);
    const res = await upload({ filename: 'photo.exe', type: 'application/octet-stream', bytes: original });

    expect(res.status).toBe(201);
    const imageUrl = await imageUrlOf(res);
    expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{24}\.webp$/);
    const { res: image, bytes } = await served(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bytes.equals(original)).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 900, height: 600 });
  });

  it('When a picture is uploaded, then each smaller variant is served at its width (never enlarged)', async () => {
    const imageUrl = await imageUrlOf(await upload({ filename: 'wide.png', type: 'image/png', bytes: await pngBytes(500, 250) }));
    const base = imageUrl.replace('.webp', '');

    const widths = [];
    for (const w of [160, 320, 640]) widths.push((await sharp((await served(`${base}-w${w}.webp`)).bytes).metadata()).width);

    expect(widths).toEqual([160, 320, 500]);
    expect((await served(`${base}-w999.webp`)).res.status).toBe(404);
  });

  it('When a JPEG carries EXIF, then the stored picture keeps none of it', async () => {
    const original = await jpegWithExif();
    expect(original.includes('SecretCam')).toBe(true);

    const res = await upload({ filename: 'camera.jpg', type: 'image/jpeg', bytes: original });

    expect(res.status).toBe(201);
    const { bytes } = await served(await imageUrlOf(res));
    expect(bytes.includes('SecretCam')).toBe(false);
    expect(bytes.includes('private-marker-123')).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it.each([
    ['a WebP', 'pic.webp', 'image/webp', webpBytes],
    ['a GIF', 'pic.gif', 'image/gif', gifBytes],
  ])('When %s is uploaded, then it is accepted and the served bytes are not the uploaded ones', async (_label, filename, type, make) => {
    const original = await make();
    const res = await upload({ filename, type, bytes: original });

    expect(res.status).toBe(201);
    const { bytes } = await served(await imageUrlOf(res));
    expect(bytes.equals(original)).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  });

  it('When a PNG with a ZIP appended is uploaded, then only the picture survives', async () => {
    const res = await upload({ filename: 'poly.png', type: 'image/png', bytes: await pngZipPolyglot() });

    expect(res.status).toBe(201);
    const { bytes } = await served(await imageUrlOf(res));
    expect(bytes.includes('PK\x03\x04', 0, 'latin1')).toBe(false);
    expect(bytes.includes('<script>')).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  });

  it.each([
    ['an SVG with a script', { filename: 'x.svg', type: 'image/svg+xml', bytes: svgWithScript }],
    ['an HTML page sent as image/png', { filename: 'x.png', type: 'image/png', bytes: htmlPage }],
    ['a PNG signature followed by garbage', { filename: 'x.png', type: 'image/png', bytes: Buffer.concat([(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), Buffer.from('not really a png')]) }],
  ])('When %s is uploaded, then 415 and nothing is stored', async (_label, part) => {
    const before = await storedUploads();

    const res = await upload(part);

    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toMatch(/PNG, JPEG, WebP and GIF|not a readable image/);
    expect(await storedUploads()).toBe(before);
  });

  it('When the file is 6 MB, then 413 and nothing is stored', async () => {
    const before = await storedUploads();

    const res = await upload({ filename: 'big.png', type: 'image/png', bytes: sixMegabytes() });

    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('The image is larger than 5 MB');
    expect(await storedUploads()).toBe(before);
  });

  it('When a small file decodes to more than 40 megapixels, then 413 before it is decoded', async () => {
    const bomb = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);

    const res = await upload({ filename: 'bomb.png', type: 'image/png', bytes: bomb });

    expect(res.status).toBe(413);
  });

  it('When the body has no "image" file or is not multipart, then 400', async () => {
    expect((await upload({ field: 'file', filename: 'a.png', type: 'image/png', bytes: await pngBytes() })).status).toBe(400);
    expect((await upload(null, admin, { body: new Uint8Array(Buffer.from('{"image":"x"}')), contentType: 'application/json' })).status).toBe(400);
  });

  it('When a visitor or a client uploads, then 401 and 403', async () => {
    const part = { filename: 'a.png', type: 'image/png', bytes: await pngBytes() };
    expect((await upload(part, null)).status).toBe(401);
    expect((await upload(part, 'user')).status).toBe(403);
  });

  it('When a staff member uploads their profile photo, then it is accepted, a few times an hour; an admin is not limited', async () => {
    const staff = buildIdentity({ role: 'staff' });
    const part = { filename: 'me.png', type: 'image/png', bytes: await pngBytes(200, 200) };

    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await upload(part, staff)).status);

    expect(statuses).toEqual([201, 201, 429]);
    expect((await upload(part, admin)).status).toBe(201);
  });

  it('When an admin uploads, then the audit log records it with the new picture as target', async () => {
    const imageUrl = await imageUrlOf(await upload({ filename: 'a.png', type: 'image/png', bytes: await pngBytes() }));

    const entry = await content.db.collection(AUDIT_COLLECTION).findOne({ target: imageUrl });
    expect(entry).toMatchObject({ method: 'POST', path: '/api/upload', outcome: 'succeeded', status: 201, actor: expect.objectContaining({ id: admin.sub }) });
  });

  it('When another instance is asked for the picture, then it serves the same bytes (nothing is on local disk)', async () => {
    const imageUrl = await imageUrlOf(await upload({ filename: 'a.png', type: 'image/png', bytes: await pngBytes() }));

    const [a, b] = await Promise.all([served(imageUrl), served(imageUrl, second.url)]);

    expect(b.res.status).toBe(200);
    expect(b.bytes.equals(a.bytes)).toBe(true);
  });
});

describe('GET /uploads/:file', () => {
  it('When the name is unknown or malformed, then 404 or 400', async () => {
    expect((await served('/uploads/0123456789abcdef01234567.webp')).res.status).toBe(404);
    expect((await served('/uploads/..%2Fsecrets.webp')).res.status).toBe(400);
    expect((await served('/uploads/abc.png')).res.status).toBe(400);
  });
});
