"""Writes the benefit and family SVGs from one table of 24 px line pictograms.

Every drawing uses currentColor only, so the app tints it with the family accent
(inline, or as a CSS mask). Run: python3 app/assets/generate-art.py
"""
from pathlib import Path

ICONS = {
    "cursos": '<path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c3 2 9 2 12 0v-5"/><path d="M22 9v6"/>',
    "telemedicina": '<rect x="2" y="6" width="14" height="12" rx="2"/><path d="M16 10l6-3v10l-6-3z"/><path d="M9 9v6M6 12h6"/>',
    "score-credito": '<path d="M3 17a9 9 0 0 1 18 0"/><path d="M12 17l4-6"/><path d="M3 21h18"/>',
    "orientacion": '<path d="M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"/>',
    "analisis": '<path d="M9 2h6M10 2v15a2 2 0 0 0 4 0V2"/><path d="M10 11h4"/><path d="M18 8h3M19.5 6.5v3"/>',
    "nutricion": '<path d="M12 7c-4-2-8 1-7 6s4 8 7 6c3 2 6-1 7-6s-3-8-7-6z"/><path d="M12 7c0-2 1-4 3-4"/>',
    "ambulancia": '<rect x="2" y="7" width="12" height="9" rx="1"/><path d="M14 10h4l3 3v3h-7"/><circle cx="6" cy="18" r="2"/><circle cx="17" cy="18" r="2"/><path d="M8 9v5M5.5 11.5h5"/>',
    "enfermera": '<path d="M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11z"/><path d="M12 9v5M9.5 11.5h5"/>',
    "funerario": '<path d="M12 21V11"/><path d="M12 11c-4 0-6-3-6-7 3 0 5 2 6 4 1-2 3-4 6-4 0 4-2 7-6 7z"/><path d="M12 16c-2-1-4-1-5 0M12 18c2-1 4-1 5 0"/>',
    "dental": '<path d="M7 3c-3 0-4 3-3 6l2 11c.5 2 2.5 2 3 0l1-5h4l1 5c.5 2 2.5 2 3 0l2-11c1-3 0-6-3-6-2 0-3 1-5 1S9 3 7 3z"/>',
    "medico": '<path d="M6 3v6a5 5 0 0 0 10 0V3"/><path d="M11 14v2a4 4 0 0 0 8 0v-2"/><circle cx="19" cy="12" r="2"/>',
    "psicologia": '<path d="M4 5h16v11H9l-5 4z"/><path d="M9 9h6M9 12h4"/>',
    "holos": '<circle cx="12" cy="4" r="2"/><path d="M4 9l8 2 8-2M12 11v4l-4 6M12 15l4 6"/>',
    "marketing": '<path d="M3 10v4h4l8 5V5L7 10z"/><path d="M19 9a4 4 0 0 1 0 6"/><path d="M7 14l1 6"/>',
    "coworking": '<rect x="4" y="5" width="16" height="10" rx="1"/><path d="M2 19h20M9 15v4M15 15v4"/>',
    "asesoria": '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V4h6v3M3 13h18M12 12v2"/>',
    "curriculum": '<path d="M6 2h9l5 5v15H6z"/><path d="M14 2v6h6M9 13h8M9 17h8"/>',
    "entrevista": '<circle cx="8" cy="8" r="3"/><circle cx="16" cy="8" r="3"/><path d="M2 20c0-4 3-6 6-6s6 2 6 6M14 14c3 0 8 1 8 6"/>',
    "salario": '<path d="M4 20V10M10 20V4M16 20v-7M2 20h20"/><path d="M19 4v6M17 6h3.5a1.5 1.5 0 0 1 0 3"/>',
    "job": '<circle cx="10" cy="10" r="6"/><path d="M15 15l6 6"/><path d="M7 10h6"/>',
    "legal": '<path d="M12 3v18M7 21h10M4 7h16"/><path d="M4 7l-3 7a3 3 0 0 0 6 0zM20 7l-3 7a3 3 0 0 0 6 0z"/>',
    "cerrajeria": '<circle cx="8" cy="15" r="4"/><path d="M11 12l9-9M16 7l3 3M18 5l2 2"/>',
    "gasfiteria": '<path d="M3 10h11a4 4 0 0 1 4 4v2"/><path d="M8 10V6h4v4M5 6h10"/><path d="M18 19v2"/>',
    "electricista": '<path d="M13 2L4 14h7l-1 8 9-12h-7z"/>',
    "vidrieria": '<rect x="4" y="3" width="16" height="18" rx="1"/><path d="M12 3v18M4 12h16M7 8l2-2M15 17l2-2"/>',
    "examen": '<path d="M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z"/><path d="M12 11v6M9 14h6"/>',
    "chequeo": '<rect x="5" y="4" width="14" height="17" rx="2"/><path d="M9 4V2h6v2M9 13l2 2 4-4"/>',
    "isalud": '<rect x="7" y="2" width="10" height="20" rx="2"/><path d="M12 8v6M9 11h6M11 19h2"/>',
    "especializada": '<circle cx="12" cy="12" r="9"/><path d="M12 7v10M7 12h10"/>',
}

FAMILY_ICONS = {
    "proteccion": '<path d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z"/><rect x="8" y="9" width="8" height="5" rx="1"/>',
    "vida": '<path d="M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11z"/>',
    "detecta": '<circle cx="10" cy="10" r="6"/><path d="M15 15l6 6"/><path d="M10 7v6M7 10h6"/>',
    "salud": '<path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z"/>',
    "cuotas": '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4"/>',
    "hogar": '<path d="M3 11l9-8 9 8"/><path d="M5 10v11h14V10"/><path d="M10 21v-6h4v6"/>',
    "vidaTotal": '<path d="M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11z"/><path d="M12 8l1 2h2l-1.5 1.5.5 2-2-1-2 1 .5-2L9 10h2z"/>',
    "detecta-power": '<path d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z"/><path d="M13 6l-4 6h3l-1 5 4-6h-3z"/>',
    "vida-power": '<path d="M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11z"/><path d="M13 7l-3 4h3l-1 4 3-4h-3z"/>',
}

STROKE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'
# The card art draws thinner; one stroke-width only, since a repeated attribute is invalid XML and browsers refuse the file.
ART_STROKE = STROKE.replace('stroke-width="2"', 'stroke-width="1.6"')


def icon(body: str) -> str:
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" {STROKE} aria-hidden="true">{body}</svg>\n'


# Each family has its own backdrop, drawn faint behind the pictogram: the scenes of one family read as a set,
# and the nine sets share one composition (backdrop, plate, ground, pictogram, sparkles).
BACKDROPS = {
    "proteccion": '<path d="M122 14l22 8v18c0 14-10 24-22 30-12-6-22-16-22-30V22z"/><rect x="14" y="18" width="30" height="20" rx="3"/>',
    "vida": '<path d="M128 42s-18-11-18-24a9 9 0 0 1 18-3 9 9 0 0 1 18 3c0 13-18 24-18 24z"/><path d="M26 36s-10-6-10-13a5 5 0 0 1 10-2 5 5 0 0 1 10 2c0 7-10 13-10 13z"/>',
    "detecta": '<circle cx="126" cy="30" r="22"/><circle cx="126" cy="30" r="12" fill-opacity=".6"/><circle cx="24" cy="28" r="10"/>',
    "salud": '<path d="M118 10h12v12h12v12h-12v12h-12V34h-12V22h12z"/><rect x="14" y="20" width="26" height="8" rx="4"/>',
    "cuotas": '<rect x="108" y="30" width="8" height="26" rx="2"/><rect x="120" y="20" width="8" height="36" rx="2"/><rect x="132" y="10" width="8" height="46" rx="2"/><circle cx="26" cy="28" r="12"/>',
    "hogar": '<path d="M100 40l24-24 24 24v30h-48z"/><rect x="14" y="24" width="24" height="14" rx="2"/>',
    "vidaTotal": '<path d="M128 8l6 14 15 1-12 9 4 15-13-8-13 8 4-15-12-9 15-1z"/><circle cx="26" cy="28" r="11"/>',
    "detecta-power": '<path d="M132 6l-18 28h12l-4 26 18-30h-12z"/><circle cx="24" cy="28" r="12"/>',
    "vida-power": '<path d="M126 44s-16-10-16-22a8 8 0 0 1 16-3 8 8 0 0 1 16 3c0 12-16 22-16 22z"/><path d="M30 14l-10 16h7l-3 14 10-17h-7z"/>',
}

BENEFIT_FAMILY = {
    **{name: "salud" for name in ("telemedicina", "orientacion", "nutricion", "ambulancia", "enfermera", "funerario", "dental", "medico", "analisis", "psicologia", "holos")},
    **{name: "hogar" for name in ("cerrajeria", "gasfiteria", "electricista", "vidrieria")},
    **{name: "cuotas" for name in ("marketing", "coworking", "asesoria", "curriculum", "entrevista", "salario", "job", "legal")},
    **{name: "proteccion" for name in ("cursos", "score-credito")},
    **{name: "detecta-power" for name in ("examen", "chequeo", "isalud")},
    "especializada": "vida-power",
}


def illustration(body: str, family: str) -> str:
    """A 4:3 scene, one colour in several opacities (the app paints it in the family accent): the family's faint
    backdrop, a plate and a ground shadow, the pictogram at 3x and two sparkles."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120" width="160" height="120" aria-hidden="true">'
        f'<g fill="currentColor" fill-opacity=".14">{BACKDROPS[family]}</g>'
        '<ellipse cx="80" cy="106" rx="54" ry="6" fill="currentColor" fill-opacity=".2"/>'
        '<circle cx="80" cy="58" r="38" fill="currentColor" fill-opacity=".16"/>'
        f'<g transform="translate(44 22) scale(3)" {ART_STROKE}>{body}</g>'
        '<path d="M30 84v8M26 88h8M136 74v6M133 77h6" stroke="currentColor" stroke-opacity=".5" stroke-width="2" stroke-linecap="round"/>'
        '</svg>\n'
    )


root = Path(__file__).parent
for folder in ("iconos", "beneficios", "familias"):
    (root / folder).mkdir(exist_ok=True)
for name, body in ICONS.items():
    (root / "iconos" / f"{name}.svg").write_text(icon(body))
    (root / "beneficios" / f"{name}.svg").write_text(illustration(body, BENEFIT_FAMILY[name]))
for name, body in FAMILY_ICONS.items():
    (root / "iconos" / f"familia-{name}.svg").write_text(icon(body))
    (root / "familias" / f"{name}.svg").write_text(illustration(body, name))
