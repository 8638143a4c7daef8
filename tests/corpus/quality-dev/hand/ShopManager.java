import java.io.FileWriter;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything for the shop. TODO split later.
 */
public class ShopManager { // expect: DES-GOD-CLASS

    private final Map<String, BigDecimal> prices = new HashMap<>();
    private final Map<String, Integer> stock = new HashMap<>();
    private final List<String> customers = new ArrayList<>();
    private final Map<String, String> passwords = new HashMap<>();
    private final List<String> orders = new ArrayList<>();
    private final Map<String, List<String>> emailsSent = new HashMap<>();
    private final List<String> auditLog = new ArrayList<>();
    private final String reportPath;
    private BigDecimal taxRate = new BigDecimal("0.2");
    private int nextInvoiceNumber = 1;

    public ShopManager(String reportPath) {
        this.reportPath = reportPath;
    }

    // ---------- products ----------
    public void addProduct(String sku, BigDecimal price, int qty) {
        prices.put(sku, price);
        stock.put(sku, qty);
        auditLog.add("product " + sku);
    }

    public void changePrice(String sku, BigDecimal price) {
        if (!prices.containsKey(sku)) {
            throw new IllegalArgumentException("no product " + sku);
        }
        prices.put(sku, price);
        auditLog.add("price " + sku + " " + price);
    }

    public int stockOf(String sku) {
        return stock.getOrDefault(sku, 0);
    }

    public void restock(String sku, int qty) {
        stock.merge(sku, qty, Integer::sum);
        auditLog.add("restock " + sku + " " + qty);
    }

    // ---------- customers ----------
    public void register(String email, String password) {
        if (customers.contains(email)) {
            throw new IllegalStateException("already registered");
        }
        customers.add(email);
        passwords.put(email, Integer.toHexString(password.hashCode()));
        sendEmail(email, "Welcome!");
    }

    public boolean login(String email, String password) {
        String stored = passwords.get(email);
        return stored != null && stored.equals(Integer.toHexString(password.hashCode()));
    }

    public void changePassword(String email, String oldPw, String newPw) {
        if (!login(email, oldPw)) {
            throw new IllegalStateException("wrong password");
        }
        passwords.put(email, Integer.toHexString(newPw.hashCode()));
        sendEmail(email, "Your password was changed");
    }

    // ---------- orders ----------
    public String order(String email, String sku, int qty) {
        if (!customers.contains(email)) {
            throw new IllegalStateException("unknown customer");
        }
        int available = stockOf(sku);
        if (available < qty) {
            throw new IllegalStateException("not enough stock");
        }
        stock.put(sku, available - qty);
        String invoice = "INV-" + nextInvoiceNumber++;
        orders.add(invoice + ";" + email + ";" + sku + ";" + qty + ";" + LocalDate.now());
        sendEmail(email, "Order " + invoice + " confirmed");
        auditLog.add("order " + invoice);
        return invoice;
    }

    public BigDecimal invoiceTotal(String sku, int qty) {
        BigDecimal net = prices.get(sku).multiply(BigDecimal.valueOf(qty));
        return net.add(net.multiply(taxRate));
    }

    public void setTaxRate(BigDecimal taxRate) {
        this.taxRate = taxRate;
    }

    // ---------- emails ----------
    private void sendEmail(String to, String text) {
        emailsSent.computeIfAbsent(to, k -> new ArrayList<>()).add(text);
    }

    public List<String> mailbox(String email) {
        return emailsSent.getOrDefault(email, List.of());
    }

    // ---------- reports ----------
    public void writeReport() throws IOException {
        try (Writer w = new FileWriter(reportPath)) {
            w.write("orders: " + orders.size() + "\n");
            for (String o : orders) {
                w.write(o + "\n");
            }
            w.write("customers: " + customers.size() + "\n");
        }
    }

    public String stockReport() {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Integer> e : stock.entrySet()) {
            sb.append(e.getKey()).append(": ").append(e.getValue());
            if (e.getValue() < 5) {
                sb.append(" (LOW)");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    // ---------- audit ----------
    public List<String> audit() {
        return new ArrayList<>(auditLog);
    }

    public void clearAudit() {
        auditLog.clear();
    }

    // ---------- discounts ----------
    public BigDecimal discountFor(String email) {
        long count = orders.stream().filter(o -> o.split(";")[1].equals(email)).count();
        if (count > 10) {
            return new BigDecimal("0.10");
        }
        if (count > 3) {
            return new BigDecimal("0.05");
        }
        return BigDecimal.ZERO;
    }
}
