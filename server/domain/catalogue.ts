import { isBookable } from '../../app/domain/agenda.ts';
import { benefitById, benefits } from '../../app/domain/catalogue/index.ts';

interface BenefitInfo {
  title: string;
  /** Booked through AgregarAgenda / AgregarAgendaSalud: the domain's `isBookable`, which the page's slot picker reads. */
  bookable: boolean;
  /** Booking it opens a video room. */
  video: boolean;
}

/** What the server needs of a catalogue benefit (the shared catalogue of app/domain). */
export function benefitInfo(id: number): BenefitInfo {
  const benefit = benefitById(id);
  return {
    title: benefit?.title ?? `Beneficio ${id}`,
    bookable: benefit !== undefined && isBookable(benefit),
    video: benefit?.accion === 'videoconsulta',
  };
}

export function benefitIdsWith(predicate: (info: BenefitInfo) => boolean): number[] {
  return benefits.map((b) => b.id).filter((id) => predicate(benefitInfo(id)));
}

/** Benefit ids whose booking opens a video consultation. */
export function videoBenefitIds(): number[] {
  return benefitIdsWith((info) => info.video);
}
