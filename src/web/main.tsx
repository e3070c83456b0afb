import { startApp } from './start-app';
import './styles.css';

// The SPA shell (index.html, served for every app path): an empty #root, rendered here.
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
void startApp(rootElement, { hydrate: false });
