/** BenefitInnerPage: assembled from ui/ components. */
export default function BenefitInnerPage() {
  return (
    <main id="contenido">
      <h1>BenefitInnerPage</h1>
    </main>
  );
}
