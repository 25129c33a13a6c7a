// The application root, the same in the browser and on the server.
import Layout from '../theme/Layout.js';
import { ErrorBoundary } from '../theme/ErrorPage.js';
import { RouterProvider, type Router } from './router.js';

export default function App({ router }: { router: Router }) {
  return (
    <RouterProvider router={router}>
      <ErrorBoundary>
        <Layout />
      </ErrorBoundary>
    </RouterProvider>
  );
}
