import { useState } from 'react';
import { Button, FamilyScope, Modal, MultiSelect, type MultiSelectOption } from '@beneficios/ui';
import { families, motion, type FamilyCode } from '@beneficios/ui/tokens';

const interests: MultiSelectOption[] = [
  { value: 'salud', label: 'Salud' },
  { value: 'hogar', label: 'Hogar' },
  { value: 'cursos', label: 'Cursos' },
];

const health: FamilyCode = families.find((family) => family.slug === 'salud')!.code;

/** What another team builds first: a button, a dialog and a limited choice, in a family's colours. */
export function App() {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <main style={{ padding: 16, display: 'grid', gap: 16, maxWidth: 560 }}>
      <h1>Beneficios en otra app</h1>
      <p>Los banners rotan cada {motion.bannerInterval / 1000} s.</p>
      <FamilyScope family={health}>
        <Modal
          title="Condiciones del servicio"
          description="Léelas antes de continuar."
          trigger={<Button>Ver condiciones</Button>}
          footer={
            <Modal.Close asChild>
              <Button>Entendido</Button>
            </Modal.Close>
          }
        >
          <p>Atención médica por videollamada de lunes a domingo.</p>
        </Modal>
      </FamilyScope>
      <MultiSelect
        label="Tus intereses"
        options={interests}
        max={2}
        value={chosen}
        onChange={setChosen}
        maxReachedMessage={(max) => `Elige como máximo ${max} intereses.`}
      />
      <Button variant="link" asChild>
        <a href="#ayuda">Ayuda</a>
      </Button>
    </main>
  );
}
