/** Keys double as paths: the generic query function joins their string parts into the URL. */
export const productKeys = {
  all: ['/api/products'] as const,
};

export const orderKeys = {
  all: ['/api/orders'] as const,
  detail: (orderId: string) => [...orderKeys.all, orderId] as const,
};
