// Vite entry (index.html loads /src/main.tsx); the app starts in src/app/main.tsx.
import './app/main';
