public class Ages {
    public static void main(String[] args) {
        String input = "twenty";
        int age = Integer.parseInt(input); /*@fix*/
        System.out.println(age + 1);
    }
}
