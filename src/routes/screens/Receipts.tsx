import { ReceiptList } from '../../panes/receipts/ReceiptList';

export default function ReceiptsScreen() {
  return <ReceiptList />;
}
