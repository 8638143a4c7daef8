class Unicode {
    public static void main(String[] args) {
        String café = "caf\u00e9";
        int ünits = 3;
        String emoji = "\uD83D\uDE00";
        System.out.println(café + ünits + emoji.length());
        // a comment with "quotes" and 'chars' and /* nested */ markers
        /* block comment with // inside */
        System.out.println("// not a comment" + "/* nor this */");
    }
}
