public class StatementLineBreak {
    public static void main(String[] args) {
        int x = 10
        x++;
        System.out.println(x);
    }
}
