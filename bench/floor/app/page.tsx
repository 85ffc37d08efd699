import { CountButton } from './count-button';

export default function FloorPage() {
  return (
    <main>
      <h1>Piso de Next.js</h1>
      <CountButton />
    </main>
  );
}
