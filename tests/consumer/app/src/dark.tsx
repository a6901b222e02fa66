import './template.css';
import '@beneficios/ui/styles.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Checkbox, NoticeBox, RadioGroup, Select, StepIndicator, TextField } from '@beneficios/ui';

/** A form of the app in the system's colour mode (`data-bnf-color-mode="auto"` on <html>), over the template's CSS. */
function Form() {
  const [canal, setCanal] = useState<'sms' | 'correo' | undefined>(undefined);
  return (
    <form aria-label="Tus datos">
      <StepIndicator current={1} labels={['Tus datos', 'Tu contraseña']} />
      <Select
        label="Tipo de documento"
        placeholder="Elige uno"
        options={[
          { value: 'dni', label: 'DNI' },
          { value: 'ce', label: 'Carné de extranjería' },
        ]}
      />
      <TextField label="Nombres" hint="Como figuran en tu documento" />
      <RadioGroup
        legend="¿Por dónde te avisamos?"
        options={[
          { value: 'sms', label: 'SMS' },
          { value: 'correo', label: 'Correo' },
        ]}
        value={canal}
        onValueChange={setCanal}
      />
      <Checkbox label="Acepto los términos y condiciones" />
      <NoticeBox tone="info">Tus datos se guardan cifrados.</NoticeBox>
      <Button type="submit">Guardar</Button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<Form />);
