import { useParams } from 'react-router';

export default function GuidePage() {
  return <h1>Guide {useParams().slug}</h1>;
}
