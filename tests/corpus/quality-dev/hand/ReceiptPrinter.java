import java.util.List;

public class ReceiptPrinter {

    private final String shopName;
    private StringBuilder buffer; // expect: QUA-FIELD-COULD-BE-LOCAL

    public ReceiptPrinter(String shopName) {
        this.shopName = shopName;
    }

    public String render(List<String> lines, long totalCents) {
        buffer = new StringBuilder();
        buffer.append(shopName).append('\n');
        for (String l : lines) {
            buffer.append("  ").append(l).append('\n');
        }
        buffer.append("TOTAL ").append(totalCents / 100).append('.').append(totalCents % 100);
        return buffer.toString();
    }
}
