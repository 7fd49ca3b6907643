/**
 * The fake APS's STC Pay (stc-pay.ts lists what is documented and what is assumed): OTP_GENERATE "texts" a 6-digit
 * code (kept in `stcPayOtps` for the test to read, as the customer reads the SMS), and a PURCHASE with
 * `digital_wallet=STCPAY` checks it. Test numbers: 966500000002 is declined (insufficient balance), 966500000003
 * has no STC Pay wallet (the code request is refused); any other 9665XXXXXXXX pays. A wrong code answers 13787
 * and the code stays open; a paid or declined PURCHASE is an order like a card's (CHECK_STATUS, REFUND, feedback).
 */
import { randomInt } from 'node:crypto';
import type { ApiReply, FakeApsState } from './fake-aps-api.ts';

export const FAKE_STC_PAY_NUMBERS = { declined: '966500000002', noWallet: '966500000003' } as const;

export type FakeStcPayOtp = { phone: string; otp: string; amount: number };

const otpsByState = new WeakMap<FakeApsState, Map<string, FakeStcPayOtp>>();

/** The codes the fake wallet sent, by merchant_reference (the newest per reference). */
export function stcPayOtps(state: FakeApsState): Map<string, FakeStcPayOtp> {
  let otps = otpsByState.get(state);
  if (!otps) otpsByState.set(state, (otps = new Map()));
  return otps;
}

type Answer = (code: string, message: string, extra?: Record<string, string>) => ApiReply;

export const isStcPayRequest = (params: Record<string, string>) =>
  params.service_command === 'OTP_GENERATE' || params.digital_wallet === 'STCPAY';

export function handleStcPay(state: FakeApsState, echo: Record<string, string>, answer: Answer): ApiReply {
  const reference = echo.merchant_reference ?? '';
  const phone = echo.phone_number ?? '';
  if (echo.digital_wallet !== 'STCPAY') return answer('00001', 'Missing parameter: digital_wallet');
  if (!reference || !/^9665\d{8}$/.test(phone)) return answer('00002', 'Invalid parameter format');
  if (echo.currency !== 'SAR') return answer('00027', 'Invalid currency');
  if (!/^[1-9]\d*$/.test(echo.amount ?? '')) return answer('00005', 'Invalid amount');
  if (state.orders.has(reference)) return answer('00066', 'Merchant reference already exists');
  const amount = Number(echo.amount);
  const otps = stcPayOtps(state);

  if (echo.service_command === 'OTP_GENERATE') {
    if (phone === FAKE_STC_PAY_NUMBERS.noWallet) return answer('13172', 'No STC Pay wallet for this number');
    otps.set(reference, { phone, otp: String(randomInt(0, 1_000_000)).padStart(6, '0'), amount });
    return answer('88000', 'Success');
  }
  if (echo.command !== 'PURCHASE') return answer('00004', 'Invalid command');
  const pending = otps.get(reference);
  if (!pending || pending.phone !== phone || pending.amount !== amount || !echo.otp)
    return answer('00001', 'Missing parameter: otp');
  if (echo.otp !== pending.otp) return answer('13787', 'Failed to authenticate the user');
  otps.delete(reference);

  const fortId = state.nextFortId();
  const [code, message] =
    phone === FAKE_STC_PAY_NUMBERS.declined ? ['13029', 'Insufficient Funds'] : ['14000', 'Success'];
  const status = code.slice(0, 2);
  state.orders.set(reference, {
    merchantReference: reference,
    fortId,
    amount,
    tokenName: '',
    returnUrl: null,
    request: echo,
    status,
    responseCode: code,
    responseMessage: message,
    refunded: 0,
    last: { status, code, message },
  });
  const reply = answer(code, message, { fort_id: fortId, payment_option: 'STCPAY' });
  state.notify(reply.body as Record<string, string>);
  return reply;
}
