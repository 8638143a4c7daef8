import java.util.List;

public class Checkout {

    public long total(List<Long> prices, String coupon, boolean member, int itemsBought,
                      long shipping, String country, boolean giftWrap, long tipCents) { // expect: QUA-LONG-PARAMETER-LIST
        long sum = 0;
        for (long p : prices) {
            sum += p;
        }
        if (coupon != null && coupon.equals("TEN")) {
            sum -= sum / 10;
        }
        if (member && itemsBought > 5) {
            sum -= 500;
        }
        if (!country.equals("FR")) {
            sum += shipping;
        }
        if (giftWrap) {
            sum += 300;
        }
        return sum + tipCents;
    }
}
