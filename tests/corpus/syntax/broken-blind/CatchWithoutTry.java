public class CatchWithoutTry {
    public static void main(String[] args) {
        int value = Integer.parseInt(args[0]);
        catch (NumberFormatException e) {
            System.out.println("not a number");
        }
        System.out.println(value);
    }
}
