public class WhileDo {
    public static void main(String[] args) {
        int n = 3;
        while (n > 0) do {
            n--;
        }
    }
}
