/**
 * What the server needs to know about a benefit: its title and whether booking it opens a
 * video room. Local table until the shared catalogue lands; ids follow the catalogue's order.
 */
interface BenefitInfo {
  title: string;
  video: boolean;
}

const TITLES: Record<number, string> = {
  1: 'Cursos online con certificación',
  2: 'Telemedicina',
  3: 'Orientación médica telefónica',
  4: 'Asesoría nutricional',
  5: 'Ambulancia',
  6: 'Enfermera a domicilio',
  7: 'Servicios funerarios',
  8: 'Urgencia dental',
  9: 'Médico a domicilio',
  10: 'Análisis clínicos',
  11: 'Ayuda psicológica',
  12: 'Clases de fitness',
};

const VIDEO_TITLES = new Set(['Telemedicina']);

export function benefitInfo(id: number): BenefitInfo {
  const title = TITLES[id] ?? `Beneficio ${id}`;
  return { title, video: VIDEO_TITLES.has(title) };
}

/** Benefit ids whose booking opens a video consultation. */
export function videoBenefitIds(): number[] {
  return Object.entries(TITLES)
    .filter(([, title]) => VIDEO_TITLES.has(title))
    .map(([id]) => Number(id));
}
