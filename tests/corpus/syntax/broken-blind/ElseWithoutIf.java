public class ElseWithoutIf {
    public static void main(String[] args) {
        int n = args.length;
        if (n > 0);
        {
            System.out.println("arguments given");
        } else {
            System.out.println("no arguments");
        }
    }
}
