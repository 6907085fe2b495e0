/** '85.00' (a decimal string on the wire) as '$85.00'. */
export const formatMoney = (amount: string) => `$${amount}`;
