import './host.css';
import '@beneficios/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { Button } from '@beneficios/ui';

createRoot(document.getElementById('root')!).render(<Button>Activar beneficios</Button>);
