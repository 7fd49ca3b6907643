/** The simulation over real HTTP on 127.0.0.1 (tests, or a Fatoora for another process): the adapter's baseUrl. */
import { startFakeHttp, type FakeHttp } from '../../sms/fake-http.ts';
import type { FatooraSimulation } from './simulation.ts';

export type FatooraSimulationServer = FakeHttp;

export function startFatooraSimulationServer(
  simulation: FatooraSimulation,
): Promise<FatooraSimulationServer> {
  return startFakeHttp((request) => simulation.handle(request));
}
