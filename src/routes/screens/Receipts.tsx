import { ReceiptList } from '../../features/till/receipts/ReceiptList';

export default function ReceiptsScreen() {
  return <ReceiptList />;
}
