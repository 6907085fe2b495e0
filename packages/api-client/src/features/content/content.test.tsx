import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch } from '../../testing/mock-fetch';
import { useCreateDigitalProduct, type DigitalProductBody } from './digital-products';
import { uploadImage, uploadPdf } from './uploads';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
const body: DigitalProductBody = { title: 'Guard', type: 'workout_program', price: '9.00', content: { exercises: [{ name: 'Squat' }] } };
const product = { id: 'a'.repeat(24), title: 'Guard', description: '', type: 'workout_program', price: '9.00' };

describe('digital content operations', () => {
  test('When a picture is uploaded, then it goes as multipart in the image field and its URL comes back', async () => {
    const fetchMock = mockFetch({ 'POST /api/upload': { status: 201, body: { imageUrl: '/uploads/p.webp' } } });
    await expect(uploadImage(new File(['x'], 'p.png', { type: 'image/png' }))).resolves.toBe('/uploads/p.webp');
    expect((fetchMock.mock.calls[0]?.[1]?.body as FormData).get('image')).toBeInstanceOf(File);
  });

  test('When an upload is refused, then the error is spec 8\'s text and the server\'s reason stays readable', async () => {
    mockFetch({ 'POST /api/digital-products/pdf': { status: 415, body: { message: 'The file is not a PDF' } } });
    await expect(uploadPdf(new File(['x'], 'a.pdf'))).rejects.toMatchObject({ status: 415, message: 'Failed to upload PDF', serverMessage: 'The file is not a PDF' });
  });

  test('When a product is created but the store refuses its listing, then the product is still answered and only a warning is written', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = mockFetch({
      'POST /api/digital-products': { status: 201, body: product },
      'POST /api/digital-products/create-shopify': { status: 502, body: { message: 'The store is unavailable' } },
    });
    const { result } = renderHook(() => useCreateDigitalProduct(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync(body)).resolves.toEqual(product);
    });
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ digitalProductId: product.id, title: 'Guard', description: '', price: '9.00', type: 'workout_program' });
    expect(warn).toHaveBeenCalledWith('The store product could not be created', expect.anything());
    warn.mockRestore();
  });
});
