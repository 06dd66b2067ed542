import { NotFoundScreen } from '../../components/not-found-screen.tsx';

/** The page of every path the route table does not know (and of unbuilt spec paths). */
export function NotFoundPage() {
  return <NotFoundScreen />;
}
