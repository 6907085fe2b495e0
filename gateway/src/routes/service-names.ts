export const serviceNames = ['auth', 'catalog', 'booking', 'content'] as const;
export type ServiceName = (typeof serviceNames)[number];
