import { HomeScreen } from '../features/home/home-screen.js';

export function Home() {
  return <HomeScreen />;
}
