public class Greeting {

    public static void main(String[] args) {
        String name = args.length > 0 ? args[0] : "World";
        String hello = new String("Hello"); // expect: QUA-NEW-STRING
        String msg = hello + ", " + name.toString() + "!"; // expect: QUA-STRING-TO-STRING
        System.out.println(msg);
        String copy = new String(name.toCharArray()); // ok: QUA-NEW-STRING
        System.out.println(copy.length());
        Integer boxed = new Integer(42); // expect: QUA-WRAPPER-CONSTRUCTOR
        Long big = Long.valueOf(7L); // ok: QUA-WRAPPER-CONSTRUCTOR
        System.out.println(boxed + big);
    }
}
