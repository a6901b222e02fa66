import './host.css';
import '@beneficios/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { Button, CtaBanner, Modal, TextField } from '@beneficios/ui';

createRoot(document.getElementById('root')!).render(
  <>
    <Button>Activar beneficios</Button>
    <CtaBanner actionHref="#registro" />
    <TextField label="Contraseña" type="password" defaultValue="corta" error="Debe tener mínimo 8 caracteres" />
    <Modal title="Condiciones" trigger={<Button variant="secondary">Ver condiciones</Button>}>
      <p>Las condiciones del beneficio.</p>
    </Modal>
  </>,
);
