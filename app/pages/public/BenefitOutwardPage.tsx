/** BenefitOutwardPage: assembled from ui/ components. */
export default function BenefitOutwardPage() {
  return (
    <main id="contenido">
      <h1>BenefitOutwardPage</h1>
    </main>
  );
}
