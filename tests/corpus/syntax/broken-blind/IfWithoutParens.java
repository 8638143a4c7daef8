public class IfWithoutParens {
    public static void main(String[] args) {
        int temperature = 31;
        if temperature > 30 {
            System.out.println("hot");
        }
    }
}
