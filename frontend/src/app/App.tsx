import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '../features/layout/components/ErrorBoundary';
import { createAppRouter } from './router';
import { createAppStore } from './store';

const store = createAppStore();
const router = createAppRouter();

export function App() {
  return (
    <ErrorBoundary>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </ErrorBoundary>
  );
}
