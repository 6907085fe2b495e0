/**
 * `fetchpriority="high"` for an image the first screen shows. React 18 has no `fetchPriority` prop
 * (it would warn and pass the camel-cased name through): the lowercase attribute is passed as it is.
 */
export const highFetchPriority = (high?: boolean): Record<string, string> => (high ? { fetchpriority: 'high' } : {});
