import { PlaceholderPage } from '../../components/placeholder-page';

export default function PrivateClassesPage() {
  return <PlaceholderPage title="Private Classes" intro="Book a one-on-one session with one of our instructors." />;
}
