export { productKeys, orderKeys } from './store-keys';
export { getProducts, productsQueryOptions, useProducts } from './get-products';
export { createStoreCheckout, useCreateStoreCheckout, type StoreCheckout } from './create-checkout';
export { getOrder, orderQueryOptions, useOrder } from './get-order';
export { placeOrder, usePlaceOrder } from './place-order';
export { getOrders, ordersQueryOptions, useOrders, useMarkOrderPaid } from './orders';
