import { Button } from '../../../ui';
import { textos } from './copy';

/** "Ir a Inicio" reloads the whole portal, as the logo does on these paths: nothing of the call lingers. */
export function HomeLink() {
  return (
    <Button asChild variant="secondary">
      <a href="/">{textos.irAInicio}</a>
    </Button>
  );
}
