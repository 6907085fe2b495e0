export default function GuidesPage() {
  return <h1>Guides</h1>;
}
