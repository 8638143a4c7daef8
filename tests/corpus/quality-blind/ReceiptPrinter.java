package pos.receipts;

import java.math.BigDecimal;
import java.util.List;

public class ReceiptPrinter {
    private static final int WIDTH = 32;

    public String print(String shop, List<ReceiptLine> lines, BigDecimal total) {
        StringBuilder sb = new StringBuilder();
        sb.append(center(shop)).append('\n');
        sb.append("-".repeat(WIDTH)).append('\n');
        for (ReceiptLine line : lines) {
            sb.append(line.name() + " x" + line.quantity()); // expect: QUA-APPEND-CONCAT
            sb.append(pad(line.amount().toPlainString(), WIDTH - line.name().length() - 3)).append('\n');
        }
        sb.append("-".repeat(WIDTH)).append('\n');
        sb.append("TOTAL").append(pad(total.toPlainString(), WIDTH - 5)).append('\n'); // ok: QUA-APPEND-CONCAT
        return sb.toString();
    }

    private String center(String text) {
        int padding = Math.max(0, (WIDTH - text.length()) / 2);
        return " ".repeat(padding) + text;
    }

    private String pad(String text, int width) {
        return " ".repeat(Math.max(1, width - text.length())) + text;
    }
}

record ReceiptLine(String name, int quantity, BigDecimal amount) {
}
