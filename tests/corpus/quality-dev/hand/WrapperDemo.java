import java.util.ArrayList;
import java.util.List;

public class WrapperDemo {

    public static void main(String[] args) {
        List<Double> prices = new ArrayList<>();
        prices.add(new Double(9.99)); // expect: QUA-WRAPPER-CONSTRUCTOR
        prices.add(Double.valueOf(4.5));
        Boolean flag = new Boolean(true); // expect: QUA-WRAPPER-CONSTRUCTOR
        Character c = 'x';
        System.out.println(prices + " " + flag + " " + c);
        StringBuilder sb = new StringBuilder();
        for (Double p : prices) {
            sb.append("price=" + p).append(';'); // expect: QUA-APPEND-CONCAT
        }
        System.out.println(sb);
    }
}
