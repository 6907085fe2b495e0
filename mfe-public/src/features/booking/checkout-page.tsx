import { PlaceholderPage } from '../../components/placeholder-page';

export default function CheckoutPage() {
  return <PlaceholderPage title="Checkout" intro="Review your session and pay." />;
}
