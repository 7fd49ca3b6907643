import { Outlet } from 'react-router';

export default function BlankLayout() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-8">
      <Outlet />
    </main>
  );
}
