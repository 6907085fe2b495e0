/** '32.00' (a decimal string on the wire) as '$32.00'. */
export const formatPrice = (amount: string | number) => `$${Number(amount).toFixed(2)}`;

const honorifics = /^(dr|mr|mrs|ms|mx|prof|coach)\.?$/i;

/** 'Dr. Rachel Kim' → 'Rachel': the first name a 'Contact {first name}' button uses. */
export function firstName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return parts.find((part) => !honorifics.test(part)) ?? parts[0] ?? fullName;
}

export const matches = (query: string, ...fields: Array<string | readonly string[] | null | undefined>) => {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.flat().some((field) => typeof field === 'string' && field.toLowerCase().includes(needle));
};
