public class OrderStatusMapper {

    public String label(int code) {
        String label;
        switch (code) {
            case 0:
                label = "new";
                break;
            case 1:
                label = "paid";
            case 2: // expect: QUA-SWITCH-FALLTHROUGH
                label = "shipped";
                break;
            case 3:
                return "delivered";
            default:
                label = "unknown";
        }
        return label;
    }

    public int priority(String status) {
        switch (status) {
            case "urgent":
                return 1;
            case "normal":
                return 5;
            default:
                throw new IllegalArgumentException(status); // ok: QUA-SWITCH-FALLTHROUGH
        }
    }
}
