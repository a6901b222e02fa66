import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../tokens';
import { defaultNavLink, type NavLinkProps } from '../Header/navLink';
import { ExternalLinkIcon, MailIcon, PhoneIcon } from '../internal/icons/contentIcons';
import * as styles from './Footer.css';

export interface FooterProps {
  /** Opens the terms and conditions (e.g. a LegalModal). */
  onTermsClick: () => void;
  /** Opens the privacy policy. */
  onPrivacyClick: () => void;
  /** The contact e-mail address, shown as a `mailto:` link. */
  contactEmail: string;
  /** The finance phone line as shown to people; the `tel:` link keeps only digits and +. */
  financePhone: string;
  /** The external complaints book; opens in a new tab. */
  complaintsBookHref: string;
  /** Your app's version label (e.g. "V2.1.0"); nothing is shown without it. */
  version?: string;
  /** A line with the owner's name or rights. */
  legalLine?: ReactNode;
  /** The company behind the service, as the law asks it to be shown: name, RUC, address and regulator registration. */
  company?: FooterCompany;
  /** Opens the cookie preferences (the consent banner); without it the entry is not shown. */
  onCookieSettingsClick?: () => void;
  /** The page about the company and the programme (e.g. "/nosotros"); without it the entry is not shown. */
  aboutHref?: string;
  /** Renders the about link with your router's link; a plain `<a>` by default. */
  renderLink?: (props: NavLinkProps) => ReactNode;
  /** Texts, for reuse outside the portal. */
  labels?: Partial<typeof defaultLabels>;
}

export interface FooterCompany {
  /** Razón social. */
  name: string;
  /** The company's tax id (RUC). */
  ruc: string;
  address: string;
  /** The regulator's registration, as one sentence. */
  registration: string;
}

const defaultLabels = {
  legal: 'Legal',
  contact: 'Contacto',
  help: 'Ayuda',
  terms: 'Términos y condiciones',
  privacy: 'Política de privacidad',
  cookies: 'Preferencias de cookies',
  ruc: 'RUC',
  finance: 'Financiera',
  complaintsBook: 'Libro de reclamaciones',
  about: 'Nosotros',
  newTab: '(se abre en una pestaña nueva)',
  footer: 'Pie de página',
};

/** Terms and privacy triggers, contact e-mail, finance phone, who we are, the external complaints book and the version label. */
export function Footer({
  onTermsClick,
  onPrivacyClick,
  contactEmail,
  financePhone,
  complaintsBookHref,
  version,
  legalLine,
  company,
  onCookieSettingsClick,
  aboutHref,
  renderLink = defaultNavLink,
  labels: custom,
}: FooterProps) {
  const labels = { ...defaultLabels, ...custom };
  const id = useId();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.group} aria-labelledby={`${id}-legal`}>
          <h2 id={`${id}-legal`} className={styles.heading}>
            {labels.legal}
          </h2>
          <button type="button" className={styles.link} onClick={onTermsClick}>
            {labels.terms}
          </button>
          <button type="button" className={styles.link} onClick={onPrivacyClick}>
            {labels.privacy}
          </button>
          {onCookieSettingsClick ? (
            <button type="button" className={styles.link} onClick={onCookieSettingsClick}>
              {labels.cookies}
            </button>
          ) : null}
        </section>
        <section className={styles.group} aria-labelledby={`${id}-contact`}>
          <h2 id={`${id}-contact`} className={styles.heading}>
            {labels.contact}
          </h2>
          <a className={styles.link} href={`mailto:${contactEmail}`}>
            <MailIcon className={styles.icon} />
            {contactEmail}
          </a>
          <a className={styles.link} href={`tel:${financePhone.replace(/[^\d+]/g, '')}`}>
            <PhoneIcon className={styles.icon} />
            <span>
              {labels.finance}: {financePhone}
            </span>
          </a>
        </section>
        <section className={styles.group} aria-labelledby={`${id}-help`}>
          <h2 id={`${id}-help`} className={styles.heading}>
            {labels.help}
          </h2>
          {aboutHref ? renderLink({ href: aboutHref, className: styles.link, children: labels.about }) : null}
          <a className={styles.link} href={complaintsBookHref} target="_blank" rel="noopener noreferrer">
            {labels.complaintsBook}
            <span className={visuallyHidden}> {labels.newTab}</span>
            <ExternalLinkIcon className={styles.icon} />
          </a>
        </section>
      </div>
      {company ? (
        <address className={styles.company}>
          <strong>{company.name}</strong>
          <span>
            {labels.ruc} {company.ruc}
          </span>
          <span>{company.address}</span>
          <span>{company.registration}</span>
        </address>
      ) : null}
      <div className={styles.bottom}>
        <span>{legalLine}</span>
        {version ? <span className={styles.version}>{version}</span> : null}
      </div>
    </footer>
  );
}
Footer.displayName = 'Footer';
